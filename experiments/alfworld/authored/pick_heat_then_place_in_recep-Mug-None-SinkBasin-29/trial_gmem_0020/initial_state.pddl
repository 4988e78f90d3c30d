(define (problem plan_trial_gmem_0020)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12 - object
        Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30 - object
        Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31 - object
        Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55 - object
        Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78 - object
        Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 - receptacle
        Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 - receptacle
        Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 - receptacle
        Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin - receptacle
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_4_bar_0_bar_2_bar__minus_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 CounterTopType)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 CounterTopType)
        (receptacleType Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin SinkBasinType)
        (objectType Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12 MugType)
        (objectType Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30 PlateType)
        (objectType Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31 CupType)
        (objectType Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55 TomatoType)
        (objectType Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78 PanType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (pickupable Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12)
        (isReceptacleObject Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12)
        (cleanable Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12)
        (heatable Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12)
        (coolable Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12)
        (pickupable Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30)
        (isReceptacleObject Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30)
        (cleanable Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30)
        (heatable Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30)
        (coolable Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30)
        (pickupable Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31)
        (isReceptacleObject Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31)
        (cleanable Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31)
        (heatable Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31)
        (coolable Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31)
        (pickupable Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55)
        (cleanable Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55)
        (heatable Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55)
        (coolable Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55)
        (sliceable Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55)
        (pickupable Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78)
        (isReceptacleObject Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78)
        (cleanable Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78)
        (coolable Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78)
        (openable Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (openable Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (openable Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12 Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (inReceptacle Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (inReceptacle Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31 Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (inReceptacle Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (inReceptacle Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 loc_bar_0_bar_7_bar_3_bar_0)
        (receptacleAtLocation Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (receptacleAtLocation Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_35_bar__plus_00_dot_64_bar__minus_01_dot_12 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (objectAtLocation Plate_bar__plus_00_dot_95_bar__plus_00_dot_99_bar__plus_00_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_17_bar__plus_01_dot_66_bar__minus_01_dot_31 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (objectAtLocation Tomato_bar__plus_00_dot_24_bar__plus_01_dot_13_bar__minus_01_dot_55 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (objectAtLocation Pan_bar__minus_01_dot_24_bar__plus_00_dot_07_bar__plus_01_dot_78 loc_bar_0_bar_7_bar_3_bar_0)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
