(define (problem plan_trial_gmem_0029)
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
        Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46 - object
        Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90 - object
        WineBottle_bar__minus_01_dot_78_bar__plus_01_dot_41_bar__plus_01_dot_15 - object
        Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81 - object
        Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05 - object
        Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47 - receptacle
        Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00 - receptacle
        CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18 - receptacle
        Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02 - receptacle
        Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 - receptacle
        GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 - receptacle
        Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 - receptacle
        Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin - receptacle
        loc_bar__minus_2_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_4_bar_5_bar_0_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_1_bar_1_bar_30 - location
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_0_bar_8_bar_1_bar_0 - location
        loc_bar_1_bar_3_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00 CabinetType)
        (receptacleType CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02 DrawerType)
        (receptacleType Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 DrawerType)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 FridgeType)
        (receptacleType GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 GarbageCanType)
        (receptacleType Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 MicrowaveType)
        (receptacleType Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin SinkBasinType)
        (objectType Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46 MugType)
        (objectType Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90 LettuceType)
        (objectType WineBottle_bar__minus_01_dot_78_bar__plus_01_dot_41_bar__plus_01_dot_15 WineBottleType)
        (objectType Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81 TomatoType)
        (objectType Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05 CupType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType WineBottleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType WineBottleType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType WineBottleType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType WineBottleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType TomatoType)
        (pickupable Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46)
        (isReceptacleObject Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46)
        (cleanable Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46)
        (heatable Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46)
        (coolable Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46)
        (pickupable Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90)
        (cleanable Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90)
        (coolable Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90)
        (sliceable Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90)
        (pickupable WineBottle_bar__minus_01_dot_78_bar__plus_01_dot_41_bar__plus_01_dot_15)
        (coolable WineBottle_bar__minus_01_dot_78_bar__plus_01_dot_41_bar__plus_01_dot_15)
        (pickupable Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81)
        (cleanable Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81)
        (heatable Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81)
        (coolable Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81)
        (sliceable Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81)
        (pickupable Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05)
        (isReceptacleObject Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05)
        (cleanable Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05)
        (heatable Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05)
        (coolable Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05)
        (openable Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47)
        (openable Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00)
        (openable Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02)
        (openable Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (openable Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47)
        (inReceptacle Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92)
        (inReceptacle WineBottle_bar__minus_01_dot_78_bar__plus_01_dot_41_bar__plus_01_dot_15 CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18)
        (inReceptacle Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81 Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85)
        (inReceptacle Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05 Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__plus_00_dot_47 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_46_bar__plus_00_dot_78_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_6_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_81_bar__plus_01_dot_36_bar__plus_01_dot_18 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_00_dot_85_bar__plus_01_dot_02 loc_bar_0_bar_6_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_72_bar__plus_00_dot_84_bar__plus_00_dot_68 loc_bar_0_bar_1_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_23_bar__plus_01_dot_92 loc_bar_0_bar_8_bar_1_bar_0)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_63_bar__plus_00_dot_22_bar__plus_02_dot_19 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_16_bar__plus_01_dot_19_bar__plus_00_dot_85 loc_bar_1_bar_3_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_98_bar_SinkBasin loc_bar__minus_4_bar__minus_3_bar_3_bar_30)
        (objectAtLocation Mug_bar__minus_01_dot_45_bar__plus_00_dot_83_bar__plus_00_dot_46 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (objectAtLocation Lettuce_bar__plus_01_dot_03_bar__plus_00_dot_28_bar__plus_01_dot_90 loc_bar_0_bar_8_bar_1_bar_0)
        (objectAtLocation WineBottle_bar__minus_01_dot_78_bar__plus_01_dot_41_bar__plus_01_dot_15 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (objectAtLocation Tomato_bar__plus_01_dot_20_bar__plus_01_dot_24_bar__plus_00_dot_81 loc_bar_1_bar_3_bar_1_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_41_bar__plus_00_dot_83_bar__minus_02_dot_05 loc_bar__minus_2_bar__minus_6_bar_3_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
