(define (problem plan_trial_gmem_0028)
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
        Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91 - object
        Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90 - object
        Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09 - object
        Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35 - object
        Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34 - object
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar_9_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_1_bar_0 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 CounterTopType)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 CounterTopType)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 DrawerType)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (objectType Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91 BowlType)
        (objectType Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90 LettuceType)
        (objectType Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09 TomatoType)
        (objectType Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35 PanType)
        (objectType Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34 PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType BowlType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (pickupable Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91)
        (isReceptacleObject Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91)
        (cleanable Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91)
        (coolable Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91)
        (pickupable Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90)
        (cleanable Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90)
        (coolable Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90)
        (sliceable Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90)
        (pickupable Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09)
        (cleanable Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09)
        (heatable Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09)
        (coolable Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09)
        (sliceable Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09)
        (pickupable Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35)
        (isReceptacleObject Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35)
        (cleanable Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35)
        (coolable Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35)
        (pickupable Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34)
        (isReceptacleObject Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34)
        (cleanable Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34)
        (heatable Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34)
        (coolable Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92)
        (inReceptacle Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92)
        (inReceptacle Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09 Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (inReceptacle Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39)
        (inReceptacle Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_1_bar_5_bar_1_bar_0)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_02_dot_38 loc_bar_0_bar_9_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (objectAtLocation Bowl_bar__minus_00_dot_96_bar__plus_01_dot_02_bar__plus_00_dot_91 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (objectAtLocation Lettuce_bar__minus_00_dot_95_bar__plus_01_dot_02_bar__plus_00_dot_90 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (objectAtLocation Tomato_bar__minus_00_dot_97_bar__plus_00_dot_05_bar__plus_00_dot_09 loc_bar_0_bar_0_bar_3_bar_30)
        (objectAtLocation Pan_bar__minus_00_dot_93_bar__plus_01_dot_02_bar__plus_02_dot_35 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (objectAtLocation Plate_bar__minus_00_dot_92_bar__plus_01_dot_02_bar__plus_02_dot_34 loc_bar__minus_1_bar_10_bar_3_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BowlType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
